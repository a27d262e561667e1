import type { ReactNode } from 'react';
import { LEGAL_DATE } from '@/config/constants';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {LEGAL_DATE}</p>
        <p className="mt-6 text-slate-700">{intro}</p>
        {sections.map((section, i) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold">
              {i + 1}. {section.heading}
            </h2>
            <div className="mt-2 space-y-3 text-slate-700">{section.body}</div>
          </section>
        ))}
      </div>
    </article>
  );
}

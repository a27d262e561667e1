import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { format } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { NEWS_TEXT } from '@/config/messages';
import { formatTitle } from '@/lib/use-page-title';
import { useArticle } from '../queries';

/** One article of Industry News, where 'Read More' leads. */
export default function NewsArticlePage() {
  const { articleId = '' } = useParams();
  const article = useArticle(articleId);
  const a = article.data;
  useEffect(() => {
    if (a) document.title = formatTitle(a.title);
  }, [a]);
  return (
    <article className="container mx-auto max-w-3xl px-4 py-8">
      <Link
        to="/news"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {NEWS_TEXT.back}
      </Link>
      <QueryState
        query={article}
        loading={NEWS_TEXT.loading}
        error={NEWS_TEXT.notFound}
        isEmpty={!a}
        empty={<p className="py-12 text-center text-slate-600">{NEWS_TEXT.notFound}</p>}
      >
        {a ? (
          <>
            <h1 className="mt-4 text-3xl font-bold">{a.title}</h1>
            <p className="mt-1 text-sm text-slate-600">{format(new Date(a.published_at), 'PPP')}</p>
            {a.image_url ? <img src={a.image_url} alt="" className="mt-6 w-full rounded-lg object-cover" /> : null}
            <div className="mt-6 whitespace-pre-line text-slate-800">{a.content}</div>
          </>
        ) : null}
      </QueryState>
    </article>
  );
}

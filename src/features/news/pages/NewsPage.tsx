import { Link } from 'react-router-dom';
import { Newspaper } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/lib/auth';
import { intlFormat } from 'date-fns';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { useNews } from '@/features/news/queries';
import { failureText } from '@/lib/errors';
import { NETWORK_TEXT } from '@/config/messages';

export default function NewsPage() {
  const { session } = useAuth();
  const news = useNews();
  const articles = news.data ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Industry News</h1>
          <p className="mt-1 text-slate-600">The latest from the world of HR, talent and workplace services.</p>
        </div>
        {/* The curated articles (/resources) are for members; nothing else links to them. */}
        {session ? (
          <Link to="/resources" className={buttonVariants({ variant: 'outline' })}>
            Curated Resources
          </Link>
        ) : null}
      </div>
      <section aria-label="Articles" className="mt-8">
        {news.isPending ? (
          <LoadingBlock label="Loading news..." />
        ) : news.isError ? (
          <EmptyState
            icon={<Newspaper />}
            title="News is unavailable right now"
            description={failureText(news.error, 'Please try again later.')}
            action={
              <Button variant="outline" onClick={() => void news.refetch()}>
                {NETWORK_TEXT.retry}
              </Button>
            }
          />
        ) : articles.length === 0 ? (
          <EmptyState icon={<Newspaper />} title="No news yet" description="Check back soon for industry updates." />
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <Card className="flex h-full flex-col overflow-hidden">
                  {article.image_url ? (
                    <img
                      src={article.image_url}
                      alt=""
                      loading="lazy"
                      className="aspect-[16/9] w-full bg-slate-100 object-cover"
                    />
                  ) : null}
                  <CardHeader>
                    <time
                      dateTime={article.published_at}
                      className="text-xs font-medium uppercase tracking-wide text-brand-700"
                    >
                      {intlFormat(new Date(article.published_at), { dateStyle: 'long' })}
                    </time>
                    <h2 className="text-lg font-semibold leading-snug">{article.title}</h2>
                  </CardHeader>
                  <CardContent className="flex-1">
                    <p className="line-clamp-4 text-sm text-slate-700">{article.content}</p>
                  </CardContent>
                  <CardFooter>
                    <Link
                      to={`/news/${article.id}`}
                      className="rounded text-sm font-semibold text-brand-700 hover:underline"
                      aria-label={`Read More: ${article.title}`}
                    >
                      Read More
                    </Link>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

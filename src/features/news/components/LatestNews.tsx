import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { QueryState } from '@/components/ui/query-state';
import { NEWS_TEXT } from '@/config/messages';
import { useLatestNews } from '../queries';

/** The dashboard's Industry News tab: the three newest articles of /news. */
export function LatestNews() {
  const news = useLatestNews(3);
  return (
    <QueryState
      query={news}
      loading={NEWS_TEXT.loading}
      error={NEWS_TEXT.empty}
      isEmpty={(news.data ?? []).length === 0}
      empty={<p className="text-sm text-slate-600">{NEWS_TEXT.empty}</p>}
    >
      <ul className="space-y-4" aria-label={NEWS_TEXT.latest}>
        {(news.data ?? []).map((a) => (
          <li key={a.id}>
            <Link to={`/news/${a.id}`} className="rounded font-semibold text-brand-700 hover:underline">
              {a.title}
            </Link>
            <p className="text-xs text-slate-600">{format(new Date(a.published_at), 'PP')}</p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700">{a.content}</p>
          </li>
        ))}
      </ul>
      <Link to="/news" className="mt-4 inline-block rounded text-sm font-semibold text-brand-700 hover:underline">
        {NEWS_TEXT.allNews}
      </Link>
    </QueryState>
  );
}

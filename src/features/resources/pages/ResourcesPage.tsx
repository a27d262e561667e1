import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ARTICLES } from '../articles';

export default function ResourcesPage() {
  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Resources</h1>
        <p className="text-slate-600">Curated articles for HR professionals.</p>
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ARTICLES.map((a) => (
          <li key={a.title}>
            <Card className="flex h-full flex-col">
              <CardHeader className="space-y-2">
                <Badge variant="secondary" className="w-fit">
                  {a.category}
                </Badge>
                <CardTitle className="text-lg">{a.title}</CardTitle>
                <CardDescription>{a.source}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="text-sm text-slate-600">{a.description}</p>
              </CardContent>
              <CardFooter>
                <Button asChild variant="outline" size="sm">
                  <a href={a.link} target="_blank" rel="noopener noreferrer">
                    Read Article
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

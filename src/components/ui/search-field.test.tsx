import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { SearchField } from './search-field';

const field = <SearchField id="s" label="Search jobs" value="" onChange={() => undefined} />;

describe('SearchField', () => {
  it('is disabled in the prerendered HTML, so nothing typed before hydration is lost', () => {
    const html = renderToString(field);
    expect(html).toMatch(/<input[^>]*\sdisabled=""/);
  });

  it('is enabled once rendered in the browser', () => {
    render(field);
    expect(screen.getByLabelText('Search jobs')).toBeEnabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';

const query = (o: Partial<{ isPending: boolean; isError: boolean }> = {}) => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...o,
});

function ladder(q: ReturnType<typeof query>, isEmpty = false) {
  return render(
    <QueryState
      query={q}
      loading="Loading things..."
      error="Things could not be loaded."
      isEmpty={isEmpty}
      empty={<p>none yet</p>}
    >
      <p>the things</p>
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows loading, then error with a retry, then empty, then content', async () => {
    const { unmount } = ladder(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    unmount();

    const failed = query({ isError: true });
    const second = ladder(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Things could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    second.unmount();

    const third = ladder(query(), true);
    expect(screen.getByText('none yet')).toBeInTheDocument();
    expect(screen.queryByText('the things')).not.toBeInTheDocument();
    third.unmount();

    ladder(query());
    expect(screen.getByText('the things')).toBeInTheDocument();
  });

  it('lets a screen draw its own error panel around the same retry', async () => {
    const failed = query({ isError: true });
    render(
      <QueryState
        query={failed}
        loading=""
        error=""
        errorView={(retry) => <button onClick={retry}>Try Again</button>}
        isEmpty={false}
        empty={null}
      >
        <p>content</p>
      </QueryState>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(failed.refetch).toHaveBeenCalled();
  });
});

describe('LoadMore', () => {
  it('offers the next page only while there is one, and says so while it loads', async () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(<LoadMore query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalled();
    rerender(<LoadMore query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    rerender(<LoadMore query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('acts only on confirmation; Cancel leaves everything as it was', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button>Delete thing</button>}
        title="Are you sure?"
        description="The thing will be deleted."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete thing' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toHaveTextContent('The thing will be deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete thing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('SearchField', () => {
  it('is a labelled search box, the label visible or for screen readers only', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchField id="s" label="Search jobs" hideLabel value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(screen.getByText('Search jobs')).toHaveClass('sr-only');
    await userEvent.type(box, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    rerender(<SearchField id="s" label="Search" value="" onChange={onChange} />);
    expect(screen.getByText('Search')).not.toHaveClass('sr-only');
  });
});

describe('QueryState when the backend cannot be reached', () => {
  it("says so instead of the screen's words, and its retry refetches", async () => {
    const failed = { ...query({ isError: true }), error: new TypeError('Failed to fetch') };
    ladder(failed);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot reach HR Connect. Check your connection and try again.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });
});

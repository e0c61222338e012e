import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryState, queryView, type QueryLike } from './QueryState';

const pending: QueryLike<string[]> = { isPending: true, isError: false, data: undefined, error: null };
const failed: QueryLike<string[]> = {
  isPending: false,
  isError: true,
  data: undefined,
  error: new Error('down'),
};
const loaded = (data: string[]): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  data,
  error: null,
});

describe('queryView', () => {
  it('is pending while nothing is read, whatever else the query says', () => {
    expect(queryView(pending)).toEqual({ state: 'pending' });
  });

  it('is an error with the error when reading failed', () => {
    expect(queryView(failed)).toEqual({ state: 'error', error: failed.error });
  });

  it('shows the failure of a reload even when earlier data is kept', () => {
    const reloadFailed = { ...loaded(['a']), isError: true, error: new Error('again') };
    expect(queryView(reloadFailed)).toEqual({ state: 'error', error: reloadFailed.error });
  });

  it('is empty only when asked and the test holds', () => {
    const isEmpty = (d: string[]) => d.length === 0;
    expect(queryView(loaded([]), isEmpty)).toEqual({ state: 'empty', data: [] });
    expect(queryView(loaded([]))).toEqual({ state: 'ready', data: [] });
    expect(queryView(loaded(['a']), isEmpty)).toEqual({ state: 'ready', data: ['a'] });
  });
});

describe('QueryState', () => {
  const render = (query: QueryLike<string[]>, extra: { empty?: boolean } = {}) =>
    renderToStaticMarkup(
      <QueryState
        query={query}
        pending={<p role="status">Loading</p>}
        error={(error) => <p role="alert">Failed: {(error as Error).message}</p>}
        isEmpty={extra.empty ? (d) => d.length === 0 : undefined}
        empty={<p>Nothing yet</p>}
      >
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </QueryState>,
    );

  it('renders the pending element while loading', () => {
    expect(render(pending)).toBe('<p role="status">Loading</p>');
  });

  it('renders the error element, given the error', () => {
    expect(render(failed)).toBe('<p role="alert">Failed: down</p>');
  });

  it('renders a fixed error element as it is', () => {
    const html = renderToStaticMarkup(
      <QueryState query={failed} pending={null} error={<p>Could not load.</p>}>
        {() => <p>content</p>}
      </QueryState>,
    );
    expect(html).toBe('<p>Could not load.</p>');
  });

  it('renders the empty element when the data is empty', () => {
    expect(render(loaded([]), { empty: true })).toBe('<p>Nothing yet</p>');
  });

  it('renders the content with the data', () => {
    expect(render(loaded(['a', 'b']), { empty: true })).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});

import type { ReactNode } from 'react';

/** What a screen needs of a query's result (TanStack Query's `useQuery` result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
}

type QueryView<T> =
  | { state: 'pending' }
  | { state: 'error'; error: unknown }
  | { state: 'empty'; data: T }
  | { state: 'ready'; data: T };

/**
 * Which of its states a query shows: nothing read yet, then a failure (also when a reload failed after an
 * earlier success), then no data when `isEmpty` says so, otherwise the data.
 */
export function queryView<T>(query: QueryLike<T>, isEmpty?: (data: T) => boolean): QueryView<T> {
  if (query.isPending) return { state: 'pending' };
  if (query.isError) return { state: 'error', error: query.error };
  const data = query.data as T;
  return isEmpty?.(data) ? { state: 'empty', data } : { state: 'ready', data };
}

/**
 * A query's loading, failure, empty and loaded states, written once: `pending` while nothing is read (a
 * spinner or skeletons), `error` when reading failed (a message, or a function of the error; a retry button
 * goes in it), `empty` when `isEmpty` holds, and `children` given the data otherwise.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  pending: ReactNode;
  error: ReactNode | ((error: unknown) => ReactNode);
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const view = queryView(props.query, props.isEmpty);
  switch (view.state) {
    case 'pending':
      return props.pending;
    case 'error':
      return typeof props.error === 'function' ? props.error(view.error) : props.error;
    case 'empty':
      return props.empty ?? null;
    case 'ready':
      return props.children(view.data);
  }
}

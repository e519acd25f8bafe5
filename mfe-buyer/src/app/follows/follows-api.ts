import type { Follow, FollowKind, FollowsResponse } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { buyerApi } from '../api/buyer-api';

/** A supplier (its company id) or a series (its id) to follow. */
export interface FollowTarget {
  kind: FollowKind;
  id: string;
}

const followPath = ({ kind, id }: FollowTarget) =>
  `/follows/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/**
 * The suppliers and series the buyer follows (told, bell and e-mail, when their next round opens).
 * A change patches the list at once, so the toggle that sent it turns without waiting for the list
 * read again, then the list is read again.
 */
export const followsApi = buyerApi.injectEndpoints({
  endpoints: (build) => ({
    listFollows: build.query<FollowsResponse, void>({
      query: () => '/follows',
      transformResponse: parsedWith('followsResponseSchema'),
      providesTags: ['Follows'],
    }),
    /** Idempotent: following again answers the same follow. */
    follow: build.mutation<Follow, FollowTarget>({
      query: (target) => ({ url: followPath(target), method: 'PUT' }),
      transformResponse: parsedWith('followSchema'),
      async onQueryStarted(_target, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          followsApi.util.updateQueryData('listFollows', undefined, (draft) => {
            if (!draft.items.some((f) => f.kind === data.kind && f.id === data.id)) draft.items.unshift(data);
          }),
        );
      },
      invalidatesTags: ['Follows'],
    }),
    /** Answered 204: nothing to read. */
    unfollow: build.mutation<void, FollowTarget>({
      query: (target) => ({ url: followPath(target), method: 'DELETE' }),
      transformResponse: () => undefined,
      async onQueryStarted({ kind, id }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          followsApi.util.updateQueryData('listFollows', undefined, (draft) => {
            draft.items = draft.items.filter((f) => !(f.kind === kind && f.id === id));
          }),
        );
      },
      invalidatesTags: ['Follows'],
    }),
  }),
});

export const { useListFollowsQuery, useFollowMutation, useUnfollowMutation } = followsApi;

/** The follow of `target` in the list, if the buyer follows it. */
export function followOf(follows: readonly Follow[] | undefined, target: FollowTarget): Follow | undefined {
  return follows?.find((f) => f.kind === target.kind && f.id === target.id);
}

import type { CreateSeriesBody, Series, SeriesListResponse } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { supplierApi } from '../api/supplier-api';

const seriesPath = (id: string) => `/series/${encodeURIComponent(id)}`;

export type SeriesMove = 'pause' | 'resume' | 'end';

export interface SeriesMoveRequest {
  id: string;
  move: SeriesMove;
}

/**
 * The Schedule dialog's creation and the series view's last move are kept in the store under
 * these keys (`fixedCacheKey`): what the dialog shows is the last answer of each.
 */
export const scheduleCreateKey = (roundId: string) => `schedule-create:${roundId}`;
export const seriesMoveKey = (seriesId: string) => `series-move:${seriesId}`;

/**
 * Series: rounds repeated on a schedule. A series' editions are rounds, so the series are read
 * again with the rounds ('Round': a round closed, submitted or made changes an edition's figures),
 * and a series' write reads My Rounds again (a resume may make the due edition at once; a
 * scheduled round now belongs to a series).
 */
export const seriesApi = supplierApi.enhanceEndpoints({ addTagTypes: ['Series', 'Round'] }).injectEndpoints({
  endpoints: (build) => ({
    listSeries: build.query<SeriesListResponse, void>({
      query: () => '/series',
      transformResponse: parsedWith('seriesListResponseSchema'),
      providesTags: [{ type: 'Series', id: 'LIST' }, 'Round'],
    }),
    series: build.query<Series, string>({
      query: seriesPath,
      transformResponse: parsedWith('seriesSchema'),
      providesTags: (_r, _e, id) => [{ type: 'Series', id }, 'Round'],
    }),
    createSeries: build.mutation<Series, CreateSeriesBody>({
      query: (body) => ({ url: '/series', method: 'POST', body }),
      transformResponse: parsedWith('seriesSchema'),
      invalidatesTags: ['Series', 'Round'],
      // The series view opens on the new series at once: its answer is the series.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(seriesApi.util.upsertQueryData('series', data.id, data));
      },
    }),
    moveSeries: build.mutation<Series, SeriesMoveRequest>({
      query: ({ id, move }) => ({ url: `${seriesPath(id)}/${move}`, method: 'POST' }),
      transformResponse: parsedWith('seriesSchema'),
      // Refused too (another tab moved it first): the view reads what the series is now.
      invalidatesTags: ['Series', 'Round'],
    }),
  }),
});

export const { useListSeriesQuery, useSeriesQuery, useCreateSeriesMutation, useMoveSeriesMutation } =
  seriesApi;

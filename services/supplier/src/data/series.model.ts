import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';
import type { Series, SeriesEvery } from '@marketplace/contracts';

/**
 * A supplier's series (contracts `seriesSchema`): its rhythm, its editions' round ids (oldest
 * first) and the latest edition's deadline, from which the next one is dated. Read by equality
 * (`supplierId`; the editions scan by `status`); `version` guards every write, so two replicas
 * never both count an edition.
 */
export interface SeriesDoc {
  _id: string;
  supplierId: string;
  title: string;
  status: Series['status'];
  every: SeriesEvery;
  openDaysBefore: number;
  autoSubmit: boolean;
  editions: string[];
  /** The latest edition's deadline: the next edition's is one period later. */
  lastCloseAt: Date;
  createdAt: Date;
  version: number;
}

const schema = collectionSchema<SeriesDoc>('series', {
  supplierId: { type: String, required: true },
  title: { type: String, required: true },
  status: { type: String, required: true },
  every: { type: Schema.Types.Mixed, required: true },
  openDaysBefore: { type: Number, required: true },
  autoSubmit: { type: Boolean, default: false },
  editions: { type: [String], default: [] },
  lastCloseAt: { type: Date, required: true },
  createdAt: { type: Date, required: true },
  version: { type: Number, required: true },
});
schema.index({ supplierId: 1 });
schema.index({ status: 1 });

export type SeriesModel = Model<SeriesDoc>;
export const seriesModel = (conn: Connection): SeriesModel => conn.model<SeriesDoc>('Series', schema);

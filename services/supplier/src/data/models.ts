import type { Connection } from 'mongoose';
import { listDayModel, withIndexes, type ListDayModel } from '@marketplace/service-kit/store';
import { buyerCommitmentModel, type BuyerCommitmentModel } from './buyer-commitment.model';
import { categoryModel, type CategoryModel } from './category.model';
import { commitmentModel, type CommitmentModel } from './commitment.model';
import { companyModel, type CompanyModel } from './company.model';
import { invoiceModel, type InvoiceModel } from './invoice.model';
import { lineMeasuresModel, type LineMeasuresModel } from './line-measures.model';
import { paymentTermsModel, type PaymentTermsModel } from './payment-terms.model';
import { productModel, type ProductModel } from './product.model';
import { receiptDecisionModel, type ReceiptDecisionModel } from './receipt-decision.model';
import { roundModel, type RoundModel } from './round.model';
import { salesOrderModel, type SalesOrderModel } from './sales-order.model';
import { shipmentModel, type ShipmentModel } from './shipment.model';
import { seriesModel, type SeriesModel } from './series.model';
import { shortfallModel, type ShortfallModel } from './shortfall.model';

/** The collection of the companies copy sales kept before it read `companies` (see createModels). */
const RETIRED_SALES_COMPANIES = 'sales_companies';

/**
 * The service's collections, one model per file beside this one, built once in app.ts. The context
 * holds them by these names (`ctx.rounds`, `ctx.salesOrders`), as every service reaches its data.
 */
export interface SupplierModels {
  products: ProductModel;
  categories: CategoryModel;
  companies: CompanyModel;
  rounds: RoundModel;
  commitments: CommitmentModel;
  buyerCommitments: BuyerCommitmentModel;
  /** Sales: approved orders on the company's rounds (read model of the buyer's order events). */
  salesOrders: SalesOrderModel;
  lineMeasures: LineMeasuresModel;
  invoices: InvoiceModel;
  /** Each supplier company's payment terms, which date the invoices it sends. */
  paymentTerms: PaymentTermsModel;
  /** What the supplier shipped of each closed round's sold lines. */
  shipments: ShipmentModel;
  /** The supplier's decision on each sale whose receipt came with units short or damaged. */
  receiptDecisions: ReceiptDecisionModel;
  /** Products of closed rounds delivered short, with each order line's cut. */
  shortfalls: ShortfallModel;
  /** Rounds repeated on a schedule, with their editions. */
  series: SeriesModel;
  /** The day directory of long lists (kit `day-pages`): Sales History's days (data/sales-list.ts). */
  days: ListDayModel;
}

export async function createModels(conn: Connection): Promise<SupplierModels> {
  const models = await withIndexes<SupplierModels>({
    products: productModel(conn),
    categories: categoryModel(conn),
    companies: companyModel(conn),
    rounds: roundModel(conn),
    commitments: commitmentModel(conn),
    buyerCommitments: buyerCommitmentModel(conn),
    salesOrders: salesOrderModel(conn),
    lineMeasures: lineMeasuresModel(conn),
    invoices: invoiceModel(conn),
    paymentTerms: paymentTermsModel(conn),
    shipments: shipmentModel(conn),
    receiptDecisions: receiptDecisionModel(conn),
    shortfalls: shortfallModel(conn),
    series: seriesModel(conn),
    days: await listDayModel(conn),
  });
  // Sales kept a copy of the companies of its own until both read the one `companies` read model,
  // fed by the same admin events since this service's first start: the copy is dropped.
  await conn.dropCollection(RETIRED_SALES_COMPANIES).catch(() => undefined);
  return models;
}

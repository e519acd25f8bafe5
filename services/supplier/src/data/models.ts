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

/** The service's models, one per file beside this one; built once in app.ts. */
export interface SupplierModels {
  Product: ProductModel;
  Category: CategoryModel;
  Company: CompanyModel;
  Round: RoundModel;
  Commitment: CommitmentModel;
  BuyerCommitment: BuyerCommitmentModel;
  /** Sales: approved orders on the company's rounds (read model of the buyer's order events). */
  SalesOrder: SalesOrderModel;
  LineMeasures: LineMeasuresModel;
  Invoice: InvoiceModel;
  /** Each supplier company's payment terms, which date the invoices it sends. */
  PaymentTerms: PaymentTermsModel;
  /** What the supplier shipped of each closed round's sold lines. */
  Shipment: ShipmentModel;
  /** The supplier's decision on each sale whose receipt came with units short or damaged. */
  ReceiptDecision: ReceiptDecisionModel;
  /** Products of closed rounds delivered short, with each order line's cut. */
  Shortfall: ShortfallModel;
  /** Rounds repeated on a schedule, with their editions. */
  Series: SeriesModel;
  /** The day directory of long lists (kit `day-pages`): Sales History's days (data/sales-list.ts). */
  ListDay: ListDayModel;
}

export async function createModels(conn: Connection): Promise<SupplierModels> {
  const models = await withIndexes<SupplierModels>({
    Product: productModel(conn),
    Category: categoryModel(conn),
    Company: companyModel(conn),
    Round: roundModel(conn),
    Commitment: commitmentModel(conn),
    BuyerCommitment: buyerCommitmentModel(conn),
    SalesOrder: salesOrderModel(conn),
    LineMeasures: lineMeasuresModel(conn),
    Invoice: invoiceModel(conn),
    PaymentTerms: paymentTermsModel(conn),
    Shipment: shipmentModel(conn),
    ReceiptDecision: receiptDecisionModel(conn),
    Shortfall: shortfallModel(conn),
    Series: seriesModel(conn),
    ListDay: await listDayModel(conn),
  });
  // Sales kept a copy of the companies of its own until both read the one `companies` read model,
  // fed by the same admin events since this service's first start: the copy is dropped.
  await conn.dropCollection(RETIRED_SALES_COMPANIES).catch(() => undefined);
  return models;
}

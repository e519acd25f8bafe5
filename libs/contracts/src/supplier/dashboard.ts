import { z } from 'zod';

// ---- HTTP: supplier dashboard (spec §2.5) -------------------------------------------------

export const supplierDashboardSchema = z.object({
  activeRounds: z.number().int().min(0),
  /** Σ of approved orders on own rounds; null until the sales read model answers. */
  totalSales: z.number().min(0).nullable(),
  activeBuyers: z.number().int().min(0),
  products: z.number().int().min(0),
  rounds: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      currency: z.string(),
      productCount: z.number().int(),
      buyerCount: z.number().int(),
      averageProgress: z.number(),
    }),
  ),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      roundTitle: z.string(),
      buyerId: z.string(),
      totalValue: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  /**
   * What buyers still owe on the invoices sent to them (sent or accepted, net of credit notes
   * and payments), and the part of it past its due date.
   */
  receivables: z.object({
    outstanding: z.number().min(0),
    outstandingInvoices: z.number().int().min(0),
    overdue: z.number().min(0),
    overdueInvoices: z.number().int().min(0),
  }),
});
export type SupplierDashboard = z.infer<typeof supplierDashboardSchema>;

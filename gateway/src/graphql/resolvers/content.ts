import type { Resolvers } from '../generated/resolvers.ts';
import { catalogueBook } from '../../content/catalogue-book.ts';
import { isServiceError } from '../../context/service-error.ts';
import { SALES_TERMS } from '../../domain/sales-terms.ts';
import { toMoney } from '../../domain/money.ts';

const euro = (n: number) => toMoney(n, 'EUR');

export const contentResolvers: Resolvers = {
  Tenant: {
    catalogueBook: async (_t, _a, ctx) => {
      try {
        return await catalogueBook(ctx);
      } catch (err) {
        if (isServiceError(err) && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },
    salesTerms: (_t, _a, { settings }) => {
      const t = SALES_TERMS;
      return {
        firstParcel: euro(t.firstParcel),
        secondParcel: euro(t.secondParcel),
        furtherParcel: euro(t.furtherParcel),
        cashOnDelivery: euro(t.cashOnDelivery),
        handling: euro(t.handling),
        pickupHandling: euro(t.pickupHandling),
        storageDays: t.storageDays,
        storageSupplement: euro(t.storageSupplement),
        cancellationDays: t.cancellationDays,
        cancellationFee: euro(t.cancellationFee),
        bouncedChequeFee: euro(t.bouncedChequeFee),
        bouncedReceiptFee: euro(t.bouncedReceiptFee),
        returnDays: t.returnDays,
        rejectedReturnPercent: t.rejectedReturnPercent,
        rejectedReturnMinimum: euro(t.rejectedReturnMinimum),
        weightTolerancePercent: t.weightTolerancePercent,
        sizeToleranceCm: t.sizeToleranceCm,
        freeShippingTaxable: settings.freeShippingAmount > 0 ? euro(settings.freeShippingAmount) : null,
      };
    },
  },
};

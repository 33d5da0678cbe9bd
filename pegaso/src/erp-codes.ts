// Codes the ERP's tables give meaning to, named where the code tests them.

/** Delivery mode 'Ritiro in sede': the customer collects the goods on a booked pickup date. */
export const PICKUP_MODE = 34;

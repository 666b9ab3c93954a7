/** The words of a subscription-payment notice. */
export function describePayment({
  blogName,
  amount,
  currency,
  isPaid,
  isRenewal,
}: {
  blogName: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  isPaid: boolean;
  isRenewal: boolean;
}): { title: string; body: string } {
  const price = new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(
    amount / 100,
  );
  if (!isPaid) {
    return {
      title: "Your payment didn't go through",
      body: `We couldn't take ${price} for ${blogName}. Check your card to keep reading.`,
    };
  }
  return isRenewal
    ? { title: "Subscription renewed", body: `${blogName}: ${price} paid. Your receipt is ready.` }
    : { title: "Payment received", body: `${price} for ${blogName}. Thanks for supporting them.` };
}

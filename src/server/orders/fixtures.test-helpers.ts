/** What the checkout page sends as the order's shipping choice: the quote's preselected service. */
export function selectedChoice(quote: {
  selected: { serviceType: string; packagingType: string } | null;
}) {
  if (!quote.selected) throw new Error('the quote preselected no service');
  return { serviceType: quote.selected.serviceType, packagingType: quote.selected.packagingType };
}

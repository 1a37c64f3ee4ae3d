import { NotYetAvailable, Page } from '../../ui/page.tsx';

export function CheckoutPage() {
  return (
    <Page
      title="Checkout"
      intro={
        <p>
          Checkout takes your shipping address, offers delivery options with their prices, and takes
          card payment for your order.
        </p>
      }
    >
      <NotYetAvailable>
        Checkout is not open yet: orders cannot be placed on this site.
      </NotYetAvailable>
    </Page>
  );
}

export function CheckoutSuccessPage() {
  return (
    <Page
      title="Thank You for Your Order"
      intro={<p>This page confirms a successful payment and explains what happens next.</p>}
    >
      <NotYetAvailable>Checkout is not open yet, so no payment has been taken.</NotYetAvailable>
    </Page>
  );
}

export function OrderConfirmationPage() {
  return (
    <Page
      title="Order Confirmation"
      intro={
        <p>
          Your order confirmation lists what you ordered, where it ships, what you paid and when we
          expect to ship it.
        </p>
      }
    >
      <NotYetAvailable>Orders cannot be placed yet, so there is no order to show.</NotYetAvailable>
    </Page>
  );
}

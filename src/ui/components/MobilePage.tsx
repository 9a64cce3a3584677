/** Below 768 px the product is not offered; this page says so in the spec's words. */
import { PRODUCT_NAME } from '../../shared/app/constants';

export function MobilePage() {
  return (
    <main className="mobile-page">
      <h1>{PRODUCT_NAME}</h1>
      <p>
        {PRODUCT_NAME} isn't available on mobile. Please use a tablet or desktop device with a larger screen.
        Recommended: screens at least 768px wide (iPad or larger).
      </p>
    </main>
  );
}

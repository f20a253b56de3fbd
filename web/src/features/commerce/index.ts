/** The commerce screens (spec 02 §2): products, product, payment process, success and failure, one lazy chunk. */
export { ProductsPage } from './components/products-page';
export { PurchasePage } from './components/purchase-page';
export { PaymentFailurePage, PaymentProcessPage, PaymentSuccessPage } from './components/payment-pages';

// The token float module's public face (docs/product.md §20): the info booth's tokens issued and refunded, and what
// shoppers still hold. Other modules and the app import it only through this file.
export { tokenFloatRoutes } from './token-float.routes';
export { refuseUncoveredRefunds, tokensOutstanding } from './token-float.service';

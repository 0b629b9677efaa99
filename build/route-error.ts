/** A page module that declares a route wrongly (a bad path, a path made twice, a module without definePage). */
export class RouteError extends Error {
  override name = 'RouteError';
}

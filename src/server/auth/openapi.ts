/** OpenAPI `security` for endpoints that need a signed-in user: the web's cookie or a bearer token. */
export const signedInSecurity: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

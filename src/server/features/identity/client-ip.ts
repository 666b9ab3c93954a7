/** Header that carries Fastify's resolved client IP to better-auth and our rate limits. */
export const clientIpHeader = "x-ladle-client-ip";

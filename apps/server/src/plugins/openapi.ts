import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from './validation.ts';

/** swagger-ui's default policy also allows validator.swagger.io and any https: font or style. */
const ownOriginOnly = (policy: string): string =>
  policy.replace(/\s+validator\.swagger\.io/g, '').replace(/\s+https:(?=[\s;])/g, '');

/** The OpenAPI document at /api/docs/json and its browsable UI at /api/docs. */
export const openapi = fp(async (app, opts: { storeName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.storeName} API`, version: '1.0.0' },
      tags: [{ name: 'catalogue', description: 'Style groups, cabinets and paint colours' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The page loads nothing from other hosts (its validator is off), so its policy names none.
    transformStaticCSP: ownOriginOnly,
  });
});

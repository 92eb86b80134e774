import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  projectDeletedSchema,
  projectListSchema,
  projectMethodAnswerSchema,
  projectMethodUpdateSchema,
  projectSaveSchema,
  projectSavedSchema,
  projectSchema,
} from '@rta/domain/api/projects';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createProjectService } from './project-service.ts';
import { answerProjectValidation } from './project-validation.ts';

/** A project holds at most a full binder (500 lines), like PUT /api/cart. */
const PROJECT_BODY_LIMIT = 1024 * 1024;

const noStore = { 'cache-control': 'no-store' };
/** Any string: an id that is no uuid is answered 'Project not found' like any other unknown id. */
const params = v.object({ id: v.string() });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * Spec §7 projects calls. Every route needs a signed-in user and works only on that user's
 * projects; each answer is priced now from the catalogue and the user's tier.
 */
export const projectRoutes: RoutesPlugin = async (app) => {
  const service = createProjectService(app.db, app.clock);
  app.setErrorHandler(answerProjectValidation);

  app.get(
    '/projects',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: "The signed-in user's projects, newest change first, priced now",
        response: { 200: projectListSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send({ projects: await service.list(signedInUser(request)) }),
  );

  app.get(
    '/projects/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: 'One project, priced now (what switching to it loads)',
        params,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.get(signedInUser(request), request.params.id)),
  );

  app.post(
    '/projects',
    {
      preHandler: app.authenticate,
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        tags: ['projects'],
        summary: 'Save the binder as a new named project',
        body: projectSaveSchema,
        response: { 201: projectSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const project = await service.create(signedInUser(request), request.body.name, request.body.cartData);
      return reply.code(201).headers(noStore).send({ success: true, project });
    },
  );

  app.put(
    '/projects/:id',
    {
      preHandler: app.authenticate,
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        tags: ['projects'],
        summary: "Replace a project's name and binder",
        params,
        body: projectSaveSchema,
        response: { 200: projectSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, cartData } = request.body;
      const project = await service.update(signedInUser(request), request.params.id, { name, cart: cartData });
      return reply.headers(noStore).send({ success: true, project });
    },
  );

  app.delete(
    '/projects/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: 'Delete a project',
        params,
        response: { 200: projectDeletedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request), request.params.id);
      return reply.headers(noStore).send({ success: true });
    },
  );

  app.put(
    '/method/wbc_ecomm.api.update_project/:id',
    {
      preHandler: app.authenticate,
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        tags: ['projects'],
        summary: 'Rename a project, replace its binder, or both (spec §7 method path; answers {message: project})',
        params,
        body: projectMethodUpdateSchema,
        response: { 200: projectMethodAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, cart_data: cart } = request.body;
      const project = await service.update(signedInUser(request), request.params.id, { name, cart });
      return reply.headers(noStore).send({ message: project });
    },
  );
};

import {
  type ChosenTabs,
  chosenTabsSchema,
  type MessageResponse,
  messageResponseSchema,
  type TabsRequest,
  tabsRequestSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { errorResponses } from '../http/schemas.ts';

/**
 * GET/PUT /api/tabs: the chosen tab of each tab group. Clearing the answers
 * of the group's clearKeys is the app's job (it saves them with PUT
 * /api/answer), so that a tab switch never bumps the answers' revision.
 */
export async function tabsRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: ChosenTabs }>(
    '/tabs',
    {
      schema: {
        operationId: 'getTabs',
        summary: 'Stored tab choices (tab_id -> chosen tab)',
        tags: ['application'],
        response: { 200: chosenTabsSchema, ...errorResponses(401) },
      },
    },
    async (request) => applicationService.chosenTabs(app.db, requireSession(request).userId),
  );

  app.put<{ Body: TabsRequest; Reply: MessageResponse }>(
    '/tabs',
    {
      schema: {
        operationId: 'putTabs',
        summary: 'Save the chosen tab of a tab group',
        tags: ['application'],
        body: tabsRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const { tab_id: tabId, chosen_tab: chosenTab } = request.body;
      const tabs = app.tenant.tabGroups.get(tabId);
      if (!tabs) throw new HttpError(400, messages.tabsUnknownGroup(tabId));
      if (!tabs.includes(chosenTab)) throw new HttpError(400, messages.tabsUnknownTab(tabId, [...tabs]));
      const { userId } = requireSession(request);
      await applicationService.setTab(app.db, userId, tabId, chosenTab, app.clock.now());
      return { message: messages.tabsSaved };
    },
  );
}

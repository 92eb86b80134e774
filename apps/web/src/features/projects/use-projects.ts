import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { projectsQuery } from './api/projects-api.ts';
import { onProjectEvent, type ProjectEvent } from './project-events.ts';

/** The list as the server orders it: the newest change first. */
const applyEvent = (projects: Project[], event: ProjectEvent): Project[] => {
  if (event.kind === 'gone') return projects.filter((project) => project.id !== event.projectId);
  const others = projects.filter((project) => project.id !== event.project.id);
  return [...others, event.project].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
};

/**
 * The signed-in user's projects for the bar. Read at every open of the binder; saves,
 * renames and deletes made meanwhile (also by the auto-save) are applied to the list as
 * they happen. A failed read says so once (spec §8).
 */
export const useProjects = (userId: string | undefined) => {
  const queryClient = useQueryClient();
  const query = useQuery({ ...projectsQuery(userId ?? ''), enabled: userId !== undefined });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) toast.error(PROJECT_MESSAGES.loadFailed, { toastId: 'projects-load-failed' });
  }, [failedAt]);

  useEffect(() => {
    if (userId === undefined) return;
    const { queryKey } = projectsQuery(userId);
    return onProjectEvent((event) => {
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (projects) => (projects ? applyEvent(projects, event) : projects));
      // A project came or went: read the list again, which also cancels a read started before the change.
      const known = before?.some(
        (project) => project.id === (event.kind === 'gone' ? event.projectId : event.project.id),
      );
      if (event.kind === 'gone' || !known) void queryClient.invalidateQueries({ queryKey });
    });
  }, [userId, queryClient]);

  return query;
};

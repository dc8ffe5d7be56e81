import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dashboardRoutes } from '@app/shared/dashboard';
import { callRoute } from '../../../lib/api-client';

/**
 * `POST /api/dashboard/visit`, once each time the dashboard opens: the server decides whether
 * this continues the current visit or starts a new one. The figures are read after it answers.
 */
export function useRecordVisit() {
  const visit = useMutation({ mutationFn: () => callRoute(dashboardRoutes.visit, {}) });
  const recorded = useRef(false);
  const { mutate } = visit;
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    mutate();
  }, [mutate]);
  return visit;
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Reads every query shown on screen again (the command palette's "Refresh"). */
export function useRefreshShown(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.refetchQueries({ type: 'active' }), [client]);
}

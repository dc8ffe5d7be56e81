import { useCallback, type ReactNode } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../lib/describe-error';
import { useConfirm } from '../ui/confirm';

export interface DeleteRequest<Result> {
  /** The confirmation dialog's title and question. */
  title: ReactNode;
  message: ReactNode;
  /** Deletes, once confirmed. */
  remove: () => Promise<Result>;
  /** The notice once deleted, which may tell what the server answered (say, how many). */
  deleted: string | ((result: Result) => string);
  /** The notice when deleting fails; the server's reason shows beneath it. */
  failed: string;
}

/**
 * How every admin list deletes: a red Delete confirmation, then the deletion, then a notice of
 * how it went. The function it gives resolves to whether the rows were deleted.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  return useCallback(
    async <Result>(request: DeleteRequest<Result>): Promise<boolean> => {
      const confirmed = await confirm({
        title: request.title,
        message: request.message,
        confirmLabel: 'Delete',
        tone: 'danger',
      });
      if (!confirmed) return false;
      try {
        const result = await request.remove();
        const { deleted } = request;
        toast.success(typeof deleted === 'string' ? deleted : deleted(result));
        return true;
      } catch (error) {
        toast.error(request.failed, { description: describeError(error) });
        return false;
      }
    },
    [confirm],
  );
}

/**
 * How each op of the outbox table (shared/contracts/outbox.ts) is sent and reconciled. Typed by
 * the table's ops, so an op without a handler here fails the build.
 */
import type { OutboxOp } from '../../shared/contract';
import { cnCommentCreate, cnCommentDelete, cnFavorite, cnPublish, cnWithdraw } from './cnOps';
import type { OpHandler } from './opHandler';
import { runCancel, runCreate } from './playgroundOps';
import { submissionCreate } from './submissionOps';
import { libraryCreate, libraryDelete, libraryUpdate } from './workOps';

export const OP_HANDLERS: { [Op in OutboxOp]: OpHandler<Op> } = {
  'library.create': libraryCreate,
  'library.update': libraryUpdate,
  'library.delete': libraryDelete,
  'submission.create': submissionCreate,
  'playground.run.create': runCreate,
  'playground.run.cancel': runCancel,
  'cn.favorite': cnFavorite,
  'cn.comment.create': cnCommentCreate,
  'cn.comment.delete': cnCommentDelete,
  'cn.publish': cnPublish,
  'cn.withdraw': cnWithdraw,
};

/** The Contributor Network method names, zod-free (see methods.ts). */
export const CONTRIBUTOR_NETWORK_METHODS = [
  'cn.list',
  'cn.packages.list',
  'cn.get',
  'cn.lookup',
  'cn.search.offline',
  'cn.favorite',
  'cn.comments.list',
  'cn.comments.create',
  'cn.comments.delete',
  'cn.publish',
  'cn.withdraw',
  'cn.graph',
  'cn.benchmarks.list',
  'cn.package.download',
] as const;

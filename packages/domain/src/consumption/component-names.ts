/**
 * The catalogue's default names of component lines (the needle names an operation's lines
 * carry until a tenant renames them), each with the text key that names it in every interface
 * language (`stitchComponents.<key>`).
 */
export const catalogueComponentNames = {
  needleThread: 'Needle thread',
  needleThreads: 'Needle threads',
  needleThreadOrThreads: 'Needle thread(s)',
  curvedNeedleThread: 'Needle thread (curved needle)',
  chainAndOveredgeNeedleThreads: 'Needle threads (1 chain + 1 overedge)',
  thread: 'Thread',
  bobbinThread: 'Bobbin thread',
  looperThread: 'Looper thread',
  looperThreads: 'Looper threads',
  looperThreadOrThreads: 'Looper thread(s)',
  upperLooperThread: 'Upper looper thread',
  lowerLooperThread: 'Lower looper thread',
  chainstitchLooperThread: 'Chainstitch looper thread',
  overedgeUpperLooperThread: 'Overedge upper looper thread',
  overedgeLowerLooperThread: 'Overedge lower looper thread',
  topCoverThread: 'Top cover thread',
} as const;

export type CatalogueComponentNameKey = keyof typeof catalogueComponentNames;

const keyOfName: ReadonlyMap<string, CatalogueComponentNameKey> = new Map(
  (Object.entries(catalogueComponentNames) as [CatalogueComponentNameKey, string][]).map(
    ([key, name]) => [name, key],
  ),
);

/**
 * The key of a component name that is still one of the catalogue's defaults, exactly as the
 * catalogue spells it; undefined for a name a tenant typed (shown as typed, in any language).
 *
 * @param name - a component line's name as stored
 */
export function catalogueComponentNameKey(name: string): CatalogueComponentNameKey | undefined {
  return keyOfName.get(name);
}

/** What the bundler tells of a module while it forms chunks (rolldown's ChunkingContext). */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules `roots` import, directly or through others, without a dynamic `import()`. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

/**
 * Chunk groups (rolldown's `codeSplitting.groups`) for what a signed-in person's first screen
 * needs past the first page's scripts, in layers: each layer holds every module its screens
 * import statically that neither the entry (`entry`, the landing page's own script) nor an
 * earlier layer does. Left to automatic chunking, these some seventy modules (MUI's parts, the
 * API client, the dashboard) come as as many small scripts, each a round trip on a slow network
 * before the dashboard can draw; as a few chunks they come at once. A chunk per layer rather
 * than one: the browser runs a chunk's modules in one task when the route that imports it is
 * loaded, and a layer's task stays short. The landing page never loads them.
 *
 * The last layer is one screen's (the dashboard): what it shares with another screen of the
 * router (`router`, whose screens are its dynamic imports) goes with the layer before, so that a
 * deep link to that screen does not load the dashboard's parts.
 *
 * A group takes in what its modules import too: the layers' priorities, from `priority` down,
 * let each take its own before a later one could; groups that must keep their modules from
 * these (the first page's) need a higher one. Module ids are absolute paths.
 */
export function signedInChunkGroups(options: {
  entry: string;
  router: string;
  layers: readonly { name: string; screens: readonly string[] }[];
  priority: number;
}): { name: (id: string, graph: ModuleGraph) => string | null; priority: number }[] {
  // Worked out once per chunking pass (each build's graph).
  let members: { graph: ModuleGraph; layerOf: Map<string, string> } | undefined;
  const layersOf = (graph: ModuleGraph) => {
    const claimed = staticClosure(graph, [options.entry]);
    const layerOf = new Map<string, string>();
    const screens = options.layers.flatMap((layer) => layer.screens);
    const otherScreens = (graph.getModuleInfo(options.router)?.dynamicallyImportedIds ?? []).filter(
      (id) => !screens.includes(id),
    );
    const shared = staticClosure(graph, otherScreens);
    options.layers.forEach((layer, index) => {
      const before = options.layers[index - 1];
      const last = index === options.layers.length - 1;
      for (const module of staticClosure(graph, layer.screens)) {
        if (claimed.has(module)) continue;
        claimed.add(module);
        const sharedAway = last && before && shared.has(module) && !layer.screens.includes(module);
        layerOf.set(module, sharedAway ? before.name : layer.name);
      }
    });
    return layerOf;
  };
  const layerOf = (id: string, graph: ModuleGraph) => {
    if (members?.graph !== graph) members = { graph, layerOf: layersOf(graph) };
    return members.layerOf.get(id);
  };
  return options.layers.map((layer, index) => ({
    name: (id, graph) => (layerOf(id, graph) === layer.name ? layer.name : null),
    priority: options.priority - index,
  }));
}

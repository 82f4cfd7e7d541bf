/**
 * Relative slack when dividing a requirement by a package length: float noise must not buy a
 * package (3 x 2000 m summed in binary can exceed 6000 m by 1e-12 m). A requirement within
 * 1e-9 packages of a whole number counts as that whole number.
 */
export const packageCountTolerance = 1e-9;

/**
 * Packages needed by length: ceil(R / P) (CONSUMPTION.md section 4), with
 * {@link packageCountTolerance}.
 *
 * @param requirement - thread required for the order, any length unit
 * @param packageLength - length of one package, same unit
 */
export function packagesByLength(requirement: number, packageLength: number): number {
  return Math.max(0, Math.ceil(requirement / packageLength - packageCountTolerance));
}

/**
 * Packages the requirement empties completely: floor(R / P), with {@link packageCountTolerance}.
 *
 * @param requirement - thread required for the order, any length unit
 * @param packageLength - length of one package, same unit
 */
export function fullPackages(requirement: number, packageLength: number): number {
  return Math.max(0, Math.floor(requirement / packageLength + packageCountTolerance));
}

/**
 * Part packages: packages that end partly used. Drawing the requirement package after
 * package, all but the last of the packages needed by length are emptied; the last one is
 * opened and left partly used unless R is a whole number of packages. So this is 0 or 1:
 * ceil(R / P) - floor(R / P). Packages bought beyond the length need are extra packages,
 * counted apart (thread-consumption-sources.md section 6.3 step 8: "the part package (the
 * unused remainder of the last cone)" and "the extra packages ... caused by the machine
 * count").
 *
 * @param requirement - thread required for the order, any length unit
 * @param packageLength - length of one package, same unit
 */
export function partPackages(requirement: number, packageLength: number): number {
  return packagesByLength(requirement, packageLength) - fullPackages(requirement, packageLength);
}

/** One operation's use of a thread: its machines and the threads of the line running it. */
export type ThreadPositions = { readonly machines: number; readonly threadCount: number };

/**
 * Packages the set-up needs: sum over the operations using the thread of machines x thread
 * count of the line x production lines, since every thread position on every machine needs
 * its own running package (CONSUMPTION.md section 4).
 *
 * @param uses - each line that runs the thread: machines of its operation, threads of the line
 * @param productionLines - production lines running the style
 */
export function packagesBySetUp(uses: readonly ThreadPositions[], productionLines: number): number {
  return uses.reduce((sum, use) => sum + use.machines * use.threadCount * productionLines, 0);
}

/**
 * Packages to buy: N = max(by length, by set-up) (CONSUMPTION.md section 4).
 *
 * @param byLength - packages needed by length (count)
 * @param bySetUp - packages the set-up needs (count)
 */
export function packagesToBuy(byLength: number, bySetUp: number): number {
  return Math.max(byLength, bySetUp);
}

/**
 * Thread bought and not used: N x P - R (CONSUMPTION.md section 4), never below 0 (the
 * tolerance of {@link packagesByLength} could leave a hair of negative float noise).
 *
 * @param packages - packages bought N
 * @param packageLength - length of one package P, any length unit
 * @param requirement - thread required R, same unit
 */
export function unusedThread(packages: number, packageLength: number, requirement: number): number {
  return Math.max(0, packages * packageLength - requirement);
}

/**
 * How runs of production share a thread's set-up packages: the styles of a purchase plan, the
 * colourways of a style. One after another on the same lines, the packages on the machines
 * carry over to the next run of the thread (and go back on when a shade returns), so the
 * largest set-up is bought; at the same time, each run needs its own.
 */
export const runModes = ['sequential', 'concurrent'] as const;
export type RunMode = (typeof runModes)[number];

/**
 * Set-up packages of a thread that several runs use: their maximum when the runs follow one
 * another, their sum when they run at the same time.
 *
 * @param setUps - each run's own set-up packages of the thread (counts)
 * @param runMode - how the runs go
 */
export function setUpPackagesOfRuns(setUps: readonly number[], runMode: RunMode): number {
  return runMode === 'concurrent'
    ? setUps.reduce((sum, setUp) => sum + setUp, 0)
    : Math.max(0, ...setUps);
}

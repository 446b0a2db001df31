/**
 * Every read and write of the Contributor Network screens, through the one query layer
 * (useCached / useContractPages / useOutboxWrite). Screens read these hooks, never the contract.
 */
// Filled in against the core's contract methods.
export {};

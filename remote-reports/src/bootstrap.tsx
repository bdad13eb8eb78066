// A remote runs inside the host; served alone, its entry only needs to exist for the federation runtime.
export {};

// (no threads)

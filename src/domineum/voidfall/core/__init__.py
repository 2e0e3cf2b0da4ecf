"""The decision machinery: the primitive contract and registry, the pending-decision stack,
the options memo, the action space."""

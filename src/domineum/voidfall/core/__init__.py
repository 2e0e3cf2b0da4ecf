"""The decision machinery: primitive contract and registry, pending-decision stack, options memo, action space."""

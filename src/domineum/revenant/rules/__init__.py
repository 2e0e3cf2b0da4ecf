"""Rules helpers named as the rulebook names its areas."""

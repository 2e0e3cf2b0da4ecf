"""What a person reads of Revenant: choice labels and the board rendering."""

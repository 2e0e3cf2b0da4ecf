"""What a person reads: choice labels and board rendering, from the message catalog."""

print("daybook")

print("formrun")

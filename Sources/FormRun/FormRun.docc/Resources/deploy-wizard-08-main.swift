import FormRun

let deploy = try deployForm.run()
print(deploy)

// AssetCatValidation

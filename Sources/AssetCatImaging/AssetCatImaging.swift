// AssetCatImaging

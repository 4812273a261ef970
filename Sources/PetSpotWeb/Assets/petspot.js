// PetSpot web script: written next
